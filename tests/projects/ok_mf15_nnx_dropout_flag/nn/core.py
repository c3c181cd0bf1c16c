"""A tiny hand-written module system: modules hold their parameters in a dict."""


class Module:
    def init(self, key):
        return {}

    def __call__(self, params, x, *, key=None, deterministic=True):
        raise NotImplementedError
