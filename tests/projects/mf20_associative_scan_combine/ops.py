def combine(left, right):
    """Compose two steps of h <- a * h + b, clamping the decay."""
    a1, b1 = left
    a2, b2 = right
    return min(a1 * a2, 1.0), a2 * b1 + b2  # expect: JAX103
