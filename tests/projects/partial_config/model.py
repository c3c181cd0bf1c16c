def forward(cfg, x):
    if cfg["double"]:
        x = x * 2
    if x.sum() > cfg["limit"]:  # expect: JAX101
        x = x / 2
    return x
