def smooth_at(i, u):
    u[i] = 0.5 * (u[i - 1] + u[i + 1])  # expect: JAX701
    return u
