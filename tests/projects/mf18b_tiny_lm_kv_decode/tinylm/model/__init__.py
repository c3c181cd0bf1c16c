from .kv_cache import KVCache, init_cache
from .transformer import forward, init_params

__all__ = ["KVCache", "forward", "init_cache", "init_params"]
