import jax


class Compose:
    """Applies transforms in order, each with its own key."""

    def __init__(self, *transforms):
        self.transforms = transforms

    def __call__(self, key, img):
        for transform, k in zip(self.transforms, jax.random.split(key, len(self.transforms))):
            img = transform(k, img)
        return img
