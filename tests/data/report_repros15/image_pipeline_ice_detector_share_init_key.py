# Thread: https://github.com/michael-0brien/cryojax/issues/58
# Shape: the noise models of an image pipeline (eqx.Modules `GaussianIce`, `GaussianDetector`) are each given an RNG key when constructed; the user builds both from the same `key`, and the pipeline's `render` calls both, so one key is drawn from twice (the key-reuse checker on)
# expect: KeyReuseError at line 24; cause line 39
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
ice = GaussianIce(key=key)
detector = GaussianDetector(key=key)
pipeline = ImagePipeline(specimen=jnp.ones((8, 8)), ice=ice, detector=detector)
print(pipeline.render().mean())
