def halve_large(x):
    if x.sum() > 10.0:  # expect: JAX101
        x = x / 2.0
    return x
