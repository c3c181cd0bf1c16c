import jax
import jax.numpy as jnp

from vit.encoder import encode


def main():
    key = jax.random.PRNGKey(0)
    params = {"proj": jax.random.normal(key, (4 * 4 * 3, 16)) * 0.05}
    images = jax.random.uniform(key, (2, 16, 16, 3))  # expect: JAX320
    feats = jax.jit(encode)(params, images)
    print(feats.shape)
    return feats


if __name__ == "__main__":
    main()
