"""colljit.torch's call path: each collective's tensors checked locally, agreed with the
peers when validating (a refusal anywhere is raised on every rank before anything is
launched), outputs off the heap staged, and the call launched through the library's one entry
by op (cj_collective). A mixin of Comm (torch.py)."""

import json

import torch

from . import _lib
from ._lib import ColljitError
from ._torch_base import _DTYPE_NAMES, _DTYPES, _OPS, _REDOPS, _invalid, _raw_stream


class _CallPath:
    # ---- the call path: check locally, agree with the peers (when validating), launch ----
    def _check_tensor(self, call, role, t, like):
        if not isinstance(t, torch.Tensor):
            raise _invalid(f"{call}: {role} is a {type(t).__name__}, not a torch.Tensor")
        if t.device != self.device:
            want = f"a CUDA tensor on {self.device}" if self.device.type == "cuda" else "on the CPU"
            raise _invalid(f"{call}: {role} is on {t.device}; it must be {want}")
        if t.dtype not in _DTYPES:
            raise _invalid(f"{call}: {role} has dtype {t.dtype}; colljit takes "
                           f"{', '.join(str(d) for d in _DTYPES)}")
        if t.dtype != like.dtype:
            raise _invalid(f"{call}: {role} has dtype {t.dtype}, the input {like.dtype}")
        if not t.is_contiguous():
            raise _invalid(f"{call}: {role} is not contiguous (call .contiguous() first)")

    def _local(self, call, send, recv, like, redop, sizes, rule):
        """The checks of one rank (cheap: no exchange)."""
        if send is not None:
            self._check_tensor(call, "input", send, like)
        if recv is not None and recv is not send:
            self._check_tensor(call, "output", recv, like)
        if rule is not None and not rule[0]:
            raise _invalid(f"{call}: {rule[1]}")
        for role, t, numel in sizes:
            if t.numel() != numel:
                raise _invalid(f"{call}: {role} has {t.numel()} elements; it needs {numel}")
        if redop == "avg" and like is not None and not like.is_floating_point():
            raise _invalid(f"{call}: AVG needs a floating-point tensor, not {like.dtype}")

    def _run(self, call, op, send, recv, count, like, redop, root, sizes=(), heap=False,
             rule=None):
        error = None
        try:
            if self._raw is not None:
                self._raw.handle  # a closed communicator
            self._local(call, send, recv, like, redop, sizes, rule)
        except ColljitError as e:
            error = e
        if self._raw is None:
            if error is not None:
                raise error
            return self._local_result(op, send, recv)
        staged = None
        if error is None and heap and not self.is_on_heap(recv):
            staged, recv_out = recv, self._staging(recv)
            recv = recv_out
        if self.validate or self._preparing:
            self._agreed(call, op, send, recv, count, like, redop, root, error)
        elif error is not None:
            raise error
        if self._preparing:
            return
        stream = _raw_stream(self.device.index)
        self._launch(op, send, recv, count, like, redop, root, stream)
        if staged is not None:
            staged.copy_(recv)

    def _staging(self, like):
        """A heap tensor of like's shape and dtype, for an output that peers write into but
        that is not on the heap (an ordinary tensor, or a copy torch.compile made). Growing it
        is a collective allocation: every rank passes its outputs the same way."""
        nbytes = like.numel() * like.element_size()
        if self._scratch is None or self._scratch.numel() < nbytes:
            size = 1 << max(nbytes - 1, 255).bit_length()
            self._scratch = None
            self._scratch = self.empty(size, torch.uint8)
        return self._scratch[:nbytes].view(like.dtype).view(like.shape)

    def _launch(self, op, send, recv, count, like, redop, root, stream):
        h = self._handle
        s = send.data_ptr() if send is not None else None
        r = recv.data_ptr() if recv is not None else None
        dt = _DTYPES[like.dtype] if like is not None else 0
        status = self._call(h, _OPS[op], s, r, count, dt, _REDOPS[redop], root or 0, stream)
        if status:
            _lib.check(status, h)

    def _local_result(self, op, send, recv):
        """One rank: every collective is a copy (or nothing) on the tensors given."""
        if recv is not None and send is not None and recv.data_ptr() != send.data_ptr():
            recv.view(-1).copy_(send.view(-1))

    def _agreed(self, call, op, send, recv, count, like, redop, root, error):
        """Plans the call (every buffer rule of the library) and loads its kernel, then, when
        validating, agrees with the peers: a refusal anywhere is seen by every rank before
        anything is launched."""
        mine = {"op": call}
        if error is None:
            mine = self._agreement(call, op, send, recv, count, like, redop, root)
            try:
                self._raw.prepare(op, send.data_ptr() if send is not None else 0,
                                  recv.data_ptr() if recv is not None else 0, count,
                                  _DTYPE_NAMES[like.dtype] if like is not None else "f32",
                                  "sum" if redop == "avg" else redop, root)
            except ColljitError as e:
                error = e
        if self.validate and not torch.cuda.is_current_stream_capturing():
            self._agree(call, mine, error)
        elif error is not None:
            raise error

    def _agreement(self, call, op, send, recv, count, like, redop, root):
        """What every rank must agree on for a call."""
        if op == "barrier":
            return {"op": call}

        def where(t):
            return self._offset(t.data_ptr()) if self.is_on_heap(t) else "off-heap"

        agree = {"op": call, "count": count, "dtype": _DTYPE_NAMES[like.dtype],
                 "redop": redop, "root": root}
        if op != "broadcast":  # only the root reads its input
            agree["input"] = where(send)
        if op != "reduce":  # only the root writes its output
            agree["output"] = where(recv)
        # in place, this rank's slice sits at an offset of its own
        mine = self.rank * count * send.element_size()
        if op == "allgather" and send.data_ptr() == recv.data_ptr() + mine:
            agree["input"] = "in place"
        if op == "reducescatter" and recv.data_ptr() == send.data_ptr() + mine:
            agree["output"] = "in place"
        return agree

    def _agree(self, name, mine, error, on_error=None):
        """Exchanges `mine` (and this rank's error) with the peers; raises the same verdict on
        every rank when any rank failed or the ranks disagree."""
        note = None if error is None else {"status": error.status, "message": str(error)}
        parts = [json.loads(p) for p in self._exchange(json.dumps([mine, note]).encode())]
        failed = [(r, n) for r, (_, n) in enumerate(parts) if n is not None]
        verdict = None
        if error is not None:
            verdict = error
        elif failed:
            r, n = failed[0]
            verdict = _lib.error(_lib.E_PEER, f"{name}: rank {r} refused the call: "
                                 f"{n['message']}")
        else:
            for r, (theirs, _) in enumerate(parts):
                diff = [k for k in mine if theirs.get(k) != mine[k]]
                if diff:
                    k = diff[0]
                    verdict = _invalid(
                        f"{name}: ranks disagree on {k}: rank {r} has {theirs.get(k)}, rank "
                        f"{self.rank} has {mine[k]} (every rank must make the same call; heap "
                        "tensors must be allocated in the same order everywhere)")
                    break
        if verdict is not None:
            if on_error:
                on_error()
            raise verdict
