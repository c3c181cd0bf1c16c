# Thread: https://github.com/michael-0brien/cryojax/issues/58
# Shape: the fix: the pipeline's key is split once and each noise model is constructed with its own subkey (`ice_key, detector_key = jax.random.split(key)`)
# expect: ok
import equinox as eqx
import jax
import jax.numpy as jnp

jax.config.update("jax_debug_key_reuse", True)


class GaussianIce(eqx.Module):
    key: jax.Array
    variance: float = 0.1

    def sample(self, shape):
        return jnp.sqrt(self.variance) * jax.random.normal(self.key, shape)


class GaussianDetector(eqx.Module):
    key: jax.Array
    variance: float = 0.5

    def sample(self, image):
        return image + jnp.sqrt(self.variance) * jax.random.normal(self.key, image.shape)


class ImagePipeline(eqx.Module):
    specimen: jax.Array
    ice: GaussianIce
    detector: GaussianDetector

    def render(self):
        image = self.specimen + self.ice.sample(self.specimen.shape)
        return self.detector.sample(image)


key = jax.random.key(1234)
ice_key, detector_key = jax.random.split(key)
ice = GaussianIce(key=ice_key)
detector = GaussianDetector(key=detector_key)
pipeline = ImagePipeline(specimen=jnp.ones((8, 8)), ice=ice, detector=detector)
print(pipeline.render().mean())
