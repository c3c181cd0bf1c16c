# Thread: https://github.com/jax-ml/jax/issues/9882
# Shape: the smaller replication, `s = tf.shape(x); return tf.zeros(s)` on TFP's JAX substrate, where `tf.shape` returns the shape as an array: written with `jnp.asarray(x.shape)`, under jit the shape becomes a traced array and cannot size the new array (TFP's `prefer_static.shape` is the static tuple)
# expect: TypeError at line 14; cause line 9
import jax
import jax.numpy as jnp


def dynamic_shape(x):
    return jnp.asarray(x.shape)


def zeros_dynamic(x):
    s = dynamic_shape(x)
    return jnp.zeros(s)


x = jnp.arange(4)
print(zeros_dynamic(x))
print(jax.jit(zeros_dynamic)(x))
