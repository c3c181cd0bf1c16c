# Thread: https://github.com/patrick-kidger/jaxtyping/issues/12
# Shape: a jitted step annotated `x: int` checks its intermediate with `assert isinstance(y, int)`; under jit the Python int argument is traced, so `y` is a tracer and the isinstance assertion fails at trace time
# expect: AssertionError at line 20
import jax
import jax.numpy as jnp


def shape_checked(fn):
    def wrapper(*args, **kwargs):
        out = fn(*args, **kwargs)
        assert out.ndim == 1, "expected a vector"
        return out
    return wrapper


@jax.jit
@shape_checked
def scaled_offsets(x: int, t):
    y = x + 3
    assert isinstance(y, int), f"y is a {type(y)}!"
    return t * y


print(scaled_offsets(2, jnp.ones(4)))
