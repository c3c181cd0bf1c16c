# Thread: https://github.com/google-deepmind/distrax/issues/230
# Shape: the issue's `jax.jit(lambda: MultivariateNormalDiag(loc=jnp.zeros(1)))`, with a user-written distribution class that is not registered as a pytree (distrax's `Jittable` base is what makes its own classes returnable): a jitted lambda returns an ordinary object, which jit cannot output
# expect: TypeError at line 22
import jax
import jax.numpy as jnp


class MultivariateNormalDiag:
    def __init__(self, loc, scale_diag=None):
        self.loc = loc
        self.scale_diag = jnp.ones_like(loc) if scale_diag is None else scale_diag

    def log_prob(self, x):
        z = (x - self.loc) / self.scale_diag
        return -0.5 * jnp.sum(z**2) - jnp.sum(jnp.log(self.scale_diag))


jitted_cat = jax.jit(lambda: jnp.log(jax.nn.softmax(jnp.zeros(1))))
jitted_mvn = jax.jit(lambda: MultivariateNormalDiag(loc=jnp.zeros(1)))

print(jitted_cat())
mvn = jitted_mvn()
print(mvn.log_prob(jnp.zeros(1)))
