# Thread: https://github.com/patrick-kidger/jaxtyping/issues/12
# Shape: the check asks for an integer-dtype scalar (what a traced int is) instead of a Python int, so it holds under jit
# expect: ok
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
    assert jnp.ndim(y) == 0 and jnp.issubdtype(jnp.result_type(y), jnp.integer), f"y is a {type(y)}!"
    return t * y


print(scaled_offsets(2, jnp.ones(4)))
