def scale(x, mode):
    if mode == "double":
        return x * 2
    return x
