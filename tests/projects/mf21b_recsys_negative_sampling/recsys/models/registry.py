"""Model registry filled by a class decorator."""
MODELS = {}


def register(name):
    def wrap(cls):
        MODELS[name] = cls
        return cls
    return wrap


def build_model(model_cfg, n_users, n_items):
    cls = MODELS[model_cfg.name]
    return cls(model_cfg, n_users=n_users, n_items=n_items)
