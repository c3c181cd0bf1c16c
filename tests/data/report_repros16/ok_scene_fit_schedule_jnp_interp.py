# Thread: https://github.com/pmelchior/scarlet2/pull/24
# Shape: the same iteration-dependent step size written with jax.numpy (`jnp.interp` of the count), so optax can call it with the traced step count inside the jitted step
# expect: ok
import jax
import jax.numpy as jnp
import numpy as np
import optax


def relative_step(it):
    return 0.1 * jnp.interp(it, jnp.array([0, 50, 100]), jnp.array([1.0, 0.3, 0.1]))


class Scene:
    def __init__(self, flux):
        self.flux = flux

    def loss(self, flux, observation):
        return jnp.sum((flux - observation) ** 2)

    def fit(self, observation, max_iter=5):
        optim = optax.chain(optax.scale_by_adam(), optax.scale_by_schedule(relative_step), optax.scale(-1.0))
        opt_state = optim.init(self.flux)

        @jax.jit
        def _make_step(flux, opt_state):
            loss, grads = jax.value_and_grad(self.loss)(flux, observation)
            updates, opt_state = optim.update(grads, opt_state, flux)
            return optax.apply_updates(flux, updates), loss, opt_state

        flux = self.flux
        for _ in range(max_iter):
            flux, loss, opt_state = _make_step(flux, opt_state)
        return Scene(flux), np.asarray(loss)


scene, loss = Scene(jnp.zeros(16)).fit(jnp.ones(16))
print(loss)
