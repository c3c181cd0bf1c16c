import jax
import jax.numpy as jnp
import numpy as np
import optax

from data.augment import augment_batch
from metrics import accuracy, cross_entropy
from nets.cnn import apply_cnn, init_cnn

tx = optax.sgd(0.1)


@jax.jit
def train_step(params, opt_state, images, labels, key):
    images = augment_batch(key, images)
    loss, grads = jax.value_and_grad(lambda p: cross_entropy(apply_cnn(p, images), labels))(params)
    updates, opt_state = tx.update(grads, opt_state, params)
    return optax.apply_updates(params, updates), opt_state, loss


@jax.jit
def eval_step(params, images, labels):
    return accuracy(apply_cnn(params, images), labels)


def main(steps=2):
    rng = np.random.default_rng(0)
    images = jnp.asarray(rng.normal(size=(16, 8, 8, 1)), dtype=jnp.float32)
    labels = jnp.asarray(rng.integers(0, 10, size=16))
    key = jax.random.key(0)
    key, init_key = jax.random.split(key)
    params = init_cnn(init_key)
    opt_state = tx.init(params)
    for _ in range(steps):
        key, step_key = jax.random.split(key)
        params, opt_state, loss = train_step(params, opt_state, images, labels, step_key)
    return loss, eval_step(params, images, labels)


if __name__ == "__main__":
    print(main())
