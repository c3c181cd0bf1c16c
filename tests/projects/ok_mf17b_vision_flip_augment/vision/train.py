import jax

from .data import batches, random_brightness, random_flip, synthetic_dataset
from .model import init_params, loss_fn


@jax.jit
def train_step(params, key, images, labels, lr=0.1):
    k_flip, k_bright = jax.random.split(key)
    n = images.shape[0]
    images = jax.vmap(random_flip)(jax.random.split(k_flip, n), images)
    images = jax.vmap(random_brightness)(jax.random.split(k_bright, n), images)
    loss, grads = jax.value_and_grad(loss_fn)(params, images, labels)
    return jax.tree.map(lambda p, g: p - lr * g, params, grads), loss


def fit(epochs=2, batch_size=16):
    images, labels = synthetic_dataset()
    key = jax.random.key(0)
    key, k_init = jax.random.split(key)
    params = init_params(k_init, images.shape[1], 3)
    for epoch in range(epochs):
        for x, y in batches(images, labels, batch_size, seed=epoch):
            key, k_step = jax.random.split(key)
            params, loss = train_step(params, k_step, x, y)
    return float(loss)
