import jax
import jax.numpy as jnp
from jax import lax

from steps import TrainState, train_body


@jax.jit
def run_epoch(state, xs, ys):
    return lax.scan(train_body, state, (xs, ys))


def main():
    key = jax.random.PRNGKey(1)
    xs = jax.random.normal(key, (10, 16, 4))
    ys = jnp.sin(xs.sum(-1))
    state = TrainState(w=jnp.zeros(4), best_loss=jnp.array(jnp.inf), best_w=jnp.zeros(4), lr=0.5)
    state, losses = run_epoch(state, xs, ys)
    print(float(state.best_loss), losses.shape)
    return state, losses


if __name__ == "__main__":
    main()
