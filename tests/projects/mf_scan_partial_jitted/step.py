def body(carry, x, scale):
    new = carry * scale + x
    if new.sum() > 100:  # expect: JAX101
        new = new / 2
    return new, new.mean()
