import types


def get_config():
    cfg = types.SimpleNamespace()
    cfg.loss = "huber"
    cfg.learning_rate = 0.1
    cfg.delta = 1.0
    return cfg
