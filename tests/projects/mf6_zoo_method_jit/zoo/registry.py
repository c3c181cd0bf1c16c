MODELS = {}


def register(name):
    def wrap(cls):
        MODELS[name] = cls
        return cls

    return wrap


def get_model(name, **kwargs):
    return MODELS[name](**kwargs)
