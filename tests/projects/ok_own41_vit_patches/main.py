import jax
import jax.numpy as jnp

from vit.encoder import encode


def main():
    param_key, data_key = jax.random.split(jax.random.PRNGKey(0))
    params = {"proj": jax.random.normal(param_key, (4 * 4 * 3, 16)) * 0.05}
    images = jax.random.uniform(data_key, (2, 16, 16, 3))
    feats = jax.jit(encode)(params, images)
    print(feats.shape)
    return feats


if __name__ == "__main__":
    main()
