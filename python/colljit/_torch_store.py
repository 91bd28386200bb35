"""The host-side exchange of colljit.torch: an allgather of small byte strings through the
process group's store. It carries the communicator's bootstrap and, when validation is on, the
agreement of every call."""

import datetime

import torch.distributed as dist

from . import _lib

__all__ = ["StoreExchange"]


def _group_store(group):
    c10d = dist.distributed_c10d
    if hasattr(c10d, "_get_process_group_store"):
        return c10d._get_process_group_store(group)
    try:
        return c10d._world.pg_map[group][1]
    except (AttributeError, KeyError):
        return c10d._get_default_store()


class StoreExchange:
    """Allgather of small byte strings through a torch.distributed Store. Collective and
    blocking; each call has its own keys (a per-exchange sequence number), and a rank removes
    its previous key once everyone has read it."""

    _created = {}  # communicators made per group, so that every exchange has its own keys

    def __init__(self, group, rank, world, timeout_s):
        ranks = tuple(dist.get_process_group_ranks(group))
        n = StoreExchange._created.get(ranks, 0)
        StoreExchange._created[ranks] = n + 1
        self.store = _group_store(group)
        self.prefix = f"colljit/{'-'.join(map(str, ranks))}/{n}"
        self.rank, self.world = rank, world
        self.timeout = datetime.timedelta(seconds=timeout_s)
        self.seq = 0
        self._can_delete = hasattr(self.store, "delete_key")
        self._multi_get = hasattr(self.store, "multi_get")

    def _key(self, seq, rank):
        return f"{self.prefix}/{seq}/{rank}"

    def __call__(self, mine):
        seq, self.seq = self.seq, self.seq + 1
        keys = [self._key(seq, r) for r in range(self.world)]
        self.store.set(keys[self.rank], bytes(mine))
        try:
            self.store.wait(keys, self.timeout)
        except RuntimeError as e:
            raise _lib.error(_lib.E_TIMEOUT, f"no answer from a peer in {self.timeout} through "
                             f"the process group's store (did every rank make the same "
                             f"call?): {e}") from e
        parts = None
        if self._multi_get:
            try:
                parts = self.store.multi_get(keys)
            except (RuntimeError, NotImplementedError):
                self._multi_get = False
        if parts is None:
            parts = [self.store.get(k) for k in keys]
        if seq > 0 and self._can_delete:
            try:  # every peer has written seq, so it has read seq - 1
                self.store.delete_key(self._key(seq - 1, self.rank))
            except RuntimeError:
                self._can_delete = False
        return [bytes(p) for p in parts]
