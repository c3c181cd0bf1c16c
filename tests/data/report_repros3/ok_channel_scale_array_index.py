# Thread: https://github.com/google/lightweight_mmm/issues/206
# Shape: the scales are a JAX array, which a traced channel index can select from
# expect: ok
import jax
import jax.numpy as jnp


class MediaMix:
    def __init__(self, scales):
        self.scales = jnp.asarray(scales)

    def predict(self, media, channel):
        scale = self.scales[channel]
        return jnp.tanh(media * scale)


def response_curves(mmm, media, channels):
    predict = jax.jit(mmm.predict)
    return [predict(media, c) for c in channels]


mmm = MediaMix([0.5, 1.0, 2.0])
response_curves(mmm, jnp.linspace(0.0, 1.0, 5), jnp.arange(3))
