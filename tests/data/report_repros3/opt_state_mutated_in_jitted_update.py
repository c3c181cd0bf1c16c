# Thread: https://github.com/google/flax/issues/4695
# Shape: an algorithm object's jitted `update` closure assigns the new optimizer state to `self`; saving the state later touches the tracer
# expect: UnexpectedTracerError at line 29; cause line 21
import jax
import jax.numpy as jnp
import optax


class Algorithm:
    def __init__(self, params, lr=1e-3):
        self.params = params
        self.tx = optax.adamw(lr)
        self.opt_state = self.tx.init(params)

        @jax.jit
        def update(data):
            def loss_fn(params):
                return jnp.mean((data @ params) ** 2)

            grad = jax.grad(loss_fn)(self.params)
            updates, self.opt_state = self.tx.update(grad, self.opt_state, self.params)
            return optax.apply_updates(self.params, updates)

        self.update = update


algo = Algorithm(jnp.ones(3))
algo.params = algo.update(jnp.ones((4, 3)))
saved = jax.tree_util.tree_map(lambda x: x * 1, algo.opt_state)
