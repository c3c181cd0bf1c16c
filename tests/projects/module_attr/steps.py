def body(carry, x):
    if x > 0:  # expect: JAX101
        carry = carry + x
    return carry, x
