# Thread: https://github.com/pymc-devs/pymc/issues/6050
# Shape: a JAX-ified SpecifyShape op asserts that the array's shape equals shape values handed to the jitted log-density as arguments, so the assertion converts a traced comparison
# expect: TracerBoolConversionError at line 10
import jax
import jax.numpy as jnp


def specifyshape(x, *shape):
    assert x.ndim == len(shape)
    assert jnp.all(jnp.equal(jnp.array(x.shape), jnp.stack(shape))), ("got shape", x.shape)
    return x


@jax.jit
def logp_fn(raw_mu, n):
    mu = jnp.reshape(raw_mu, (-1,))
    mu = specifyshape(mu, n)
    return -0.5 * jnp.sum(mu ** 2)


print(logp_fn(jnp.ones((2, 2)), 4))
