def soft_threshold(x, t):
    """Shrink one value toward zero by t."""
    if abs(x) <= t:  # expect: JAX101
        return 0.0 * x
    return x - t * (x / abs(x))
