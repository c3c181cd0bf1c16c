def apply(params, x):
    return x @ params
