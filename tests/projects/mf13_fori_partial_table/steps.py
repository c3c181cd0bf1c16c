RATES = [0.1, 0.05, 0.01]


def step(rates, i, w):
    return w - rates[i] * w  # expect: JAX201
