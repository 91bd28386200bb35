"""colljit.cache (the cj_cache_* API) and colljit.prebuild filling it. No GPU; the code
objects come from the LLVM path (gfx942: libLLVM and ld.lld)."""

import pytest

import colljit
from colljit import ColljitError, cache

KEY = "barrier.w2.gfx942"


@pytest.fixture
def cache_dir(tmp_path):
    cache.configure(directory=tmp_path / "cache")
    yield tmp_path / "cache"
    cache.reset()


def test_directory_is_the_configured_one(cache_dir):
    assert cache.directory() == str(cache_dir)


def test_prebuild_fills_the_cache(cache_dir):
    first = colljit.prebuild(["barrier", "allgather.f32.n1024"], targets=["gfx942"],
                             worlds=[2, 4], compiler="llvm")
    assert len(first) == 4 and set(first.values()) == {"built"}
    listed = cache.entries(verify=True)
    assert sorted(e["key"] for e in listed) == sorted(first)
    assert all(e["state"] == "valid" and e["target"].startswith("gfx942") for e in listed)
    again = colljit.prebuild(["barrier", "allgather.f32.n1024"], targets=["gfx942"],
                             worlds=[2, 4], compiler="llvm")
    assert set(again.values()) == {"cached"}
    st = cache.stats()
    assert st["entries"] == 4 and st["bytes"] > 0
    assert st["process"]["misses"] == 4 and st["process"]["hits"] == 4


def test_code_object_through_the_cache(cache_dir):
    obj, hit = cache.code_object(KEY, "llvm")
    assert obj[:4] == b"\x7fELF" and not hit
    again, hit = cache.code_object(colljit.Plan(KEY), "llvm")
    assert again == obj and hit


def test_corrupt_entry_is_found_and_removed(cache_dir):
    cache.code_object(KEY, "llvm")
    (entry,) = cache.entries()
    path = cache_dir / entry["file"]
    data = bytearray(path.read_bytes())
    data[-1] ^= 0xFF
    path.write_bytes(bytes(data))
    (bad,) = cache.entries(verify=True)
    assert bad["state"] == "corrupt" and bad["problem"]
    assert cache.remove_invalid() == 1
    assert cache.entries() == []


def test_clear(cache_dir):
    colljit.prebuild("barrier", targets=["gfx942"], worlds=[2, 8], compiler="llvm")
    assert cache.clear() == 2
    assert cache.stats()["entries"] == 0


def test_disabled_cache_has_no_directory(tmp_path):
    cache.configure(disable=True)
    try:
        with pytest.raises(ColljitError, match="CJ_E_UNAVAILABLE"):
            cache.directory()
    finally:
        cache.reset()


@pytest.mark.parametrize("bad", [2**64 + 5, 2**64, -1, 1.9, "5", True, None])
def test_configure_refuses_max_bytes_it_cannot_hold(bad):
    """A size that would wrap or be converted is refused, not set to something else."""
    with pytest.raises(ColljitError, match="max_bytes"):
        cache.configure(max_bytes=bad)


def test_configure_and_prebuild_refuse_a_nul_in_the_directory(tmp_path):
    with pytest.raises(ColljitError, match="NUL"):
        cache.configure(directory=str(tmp_path) + "/x\x00y")
    with pytest.raises(ColljitError, match="NUL"):
        colljit.prebuild(KEY, cache_dir=str(tmp_path) + "/x\x00y")
    assert not (tmp_path / "x").exists()


@pytest.mark.parametrize("targets,worlds", [(["sm_90.of32"], []), (["gfx942 "], []),
                                            ([], ["1.bcol"]), ([], [0]), ([], [True])])
def test_prebuild_refuses_tokens_spliced_into_the_key(cache_dir, targets, worlds):
    with pytest.raises(ColljitError, match="prebuild: (target|world)"):
        colljit.prebuild(KEY, targets=targets, worlds=worlds)
