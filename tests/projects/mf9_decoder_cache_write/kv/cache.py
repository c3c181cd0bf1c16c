def write(cache, pos, kv):
    cache[pos] = kv  # expect: JAX701
    return cache
