"""Kernels by name: each module registers its classes with `register_kernel`."""
KERNELS = {}


def register_kernel(name):
    def decorate(cls):
        KERNELS[name] = cls
        return cls
    return decorate


from . import periodic, stationary  # noqa: E402  (fills KERNELS)


def make_kernel(name, **overrides):
    return KERNELS[name](**overrides)
