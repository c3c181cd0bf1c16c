def loss(w, x):
    pred = x @ w
    if pred.sum() > 0:  # expect: JAX101
        return (pred ** 2).sum()
    return -pred.sum()
