DEFAULTS = {"model": {"patch": 4, "dim": 8}, "train": {"lr": 0.01}}


def compose(overrides):
    cfg = {group: dict(values) for group, values in DEFAULTS.items()}
    for item in overrides:
        key, value = item.split("=", 1)
        group, name = key.split(".")
        cfg[group][name] = type(cfg[group][name])(value)
    return cfg
