def forward(x):
    if x.sum() > 0:
        return x
    return -x
