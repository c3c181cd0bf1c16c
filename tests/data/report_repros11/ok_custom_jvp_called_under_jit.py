# Thread: https://github.com/jax-ml/jax/issues/5636
# Shape: a custom_jvp function called from a jitted function (the leak checker's old false positive); its rule never runs without differentiation
# expect: ok
import jax

jax.config.update("jax_check_tracer_leaks", True)


@jax.custom_jvp
def t(y):
    return y


def t_jvp(primals, tangents):
    assert False


t.defjvp(t_jvp)


@jax.jit
def s(y):
    return t(y)


print(s(0.0))
