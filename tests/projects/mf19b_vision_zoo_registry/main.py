"""Train every model of the zoo for a few steps on the synthetic quadrants."""
import jax
import jax.numpy as jnp

from visionzoo import create_model, list_models
from visionzoo.data import quadrant_images
from visionzoo.train.step import make_train_step


def main(steps=3, batch=16):
    images, labels = quadrant_images(64)
    results = {}
    for name in list_models():
        model = create_model(name, num_classes=4)
        key = jax.random.key(0)
        params = model.init(key)
        step = make_train_step(model, lr=0.1)
        for i in range(steps):
            key, k = jax.random.split(key)
            sl = slice((i * batch) % 64, (i * batch) % 64 + batch)
            params, loss = step(params, k, jnp.asarray(images[sl]), jnp.asarray(labels[sl]))
        results[name] = float(loss)
        print(name, results[name])
    return results


if __name__ == "__main__":
    main()
