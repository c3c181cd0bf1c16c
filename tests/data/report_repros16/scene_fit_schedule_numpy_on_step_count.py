# Thread: https://github.com/pmelchior/scarlet2/pull/24
# Shape: a scene-fitting loop builds its optax optimizer from a step-size schedule that depends on the iteration number; the schedule uses NumPy (`np.interp` of the count), and optax calls it with the traced step count inside the jitted `_make_step`
# expect: TracerArrayConversionError at line 11
import jax
import jax.numpy as jnp
import numpy as np
import optax


def relative_step(it):
    return 0.1 * np.interp(it, [0, 50, 100], [1.0, 0.3, 0.1])


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
        return Scene(flux), loss


scene, loss = Scene(jnp.zeros(16)).fit(jnp.ones(16))
print(loss)
