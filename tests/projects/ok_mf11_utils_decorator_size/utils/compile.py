import jax


def compiled(fn):
    return jax.jit(fn)


def compiled_static(*names):
    def decorate(fn):
        return jax.jit(fn, static_argnames=names)

    return decorate
