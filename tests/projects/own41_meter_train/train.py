import sys

sys.path.insert(0, "src")

import jax.numpy as jnp
import numpy as np

from trainkit import RunningMean, make_train_step


def main():
    rng = np.random.default_rng(0)
    x = jnp.asarray(rng.normal(size=(64, 3)), jnp.float32)
    y = x @ jnp.array([1.0, -2.0, 0.5])
    meter = RunningMean()
    step = make_train_step(meter, lr=0.1)
    w = jnp.zeros(3)
    for _ in range(20):
        w = step(w, x, y)
    print(meter.result(), w)


if __name__ == "__main__":
    main()
