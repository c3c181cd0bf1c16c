def loss(w, n):
    if n > 2:
        return (w ** 2).sum()
    return w.sum()
