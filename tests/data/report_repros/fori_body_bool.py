# Thread: https://github.com/jax-ml/jax/issues/23637
# Shape: bool() of the carry in a fori_loop body
# expect: TracerBoolConversionError at line 8
import jax


def body(_, c):
    return bool(c)


jax.lax.fori_loop(0, 5, body, 3.0)
