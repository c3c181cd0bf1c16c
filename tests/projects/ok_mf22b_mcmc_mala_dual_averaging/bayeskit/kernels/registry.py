"""Transition kernels register themselves by name."""
_KERNELS = {}


def register_kernel(name):
    def wrap(cls):
        _KERNELS[name] = cls
        cls.name = name
        return cls
    return wrap


def get_kernel(name, **options):
    return _KERNELS[name](**options)
