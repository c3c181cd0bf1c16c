# Thread: https://github.com/jax-ml/jax/issues/18548
# Shape: a feature extractor maps its per-example method over a batch dict with `jax.vmap(self.featurize, in_axes={"image": 0, "mask": 0})`; a non-integer `in_axes` must be a tuple with one entry per positional argument, so the bare dict is rejected
# expect: TypeError at line 17
import jax
import jax.numpy as jnp


class FeatureExtractor:
    def __init__(self, num_bins):
        self.num_bins = num_bins

    def featurize(self, example):
        masked = example["image"] * example["mask"]
        return jnp.histogram(masked, bins=self.num_bins, range=(0.0, 1.0))[0]

    def batch_features(self, batch):
        return jax.vmap(self.featurize, in_axes={"image": 0, "mask": 0})(batch)


extractor = FeatureExtractor(4)
batch = {"image": jnp.linspace(0.0, 1.0, 24).reshape(3, 8), "mask": jnp.ones((3, 8))}
print(extractor.batch_features(batch))
