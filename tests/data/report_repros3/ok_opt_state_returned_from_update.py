# Thread: https://github.com/google/flax/issues/4695
# Shape: the fix: the optimizer state goes in and out of the jitted update explicitly
# expect: ok
import jax
import jax.numpy as jnp
import optax


class Algorithm:
    def __init__(self, params, lr=1e-3):
        self.params = params
        self.tx = optax.adamw(lr)
        self.opt_state = self.tx.init(params)

        @jax.jit
        def update(params, opt_state, data):
            def loss_fn(params):
                return jnp.mean((data @ params) ** 2)

            grad = jax.grad(loss_fn)(params)
            updates, opt_state = self.tx.update(grad, opt_state, params)
            return optax.apply_updates(params, updates), opt_state

        self.update = update


algo = Algorithm(jnp.ones(3))
algo.params, algo.opt_state = algo.update(algo.params, algo.opt_state, jnp.ones((4, 3)))
saved = jax.tree_util.tree_map(lambda x: x * 1, algo.opt_state)
