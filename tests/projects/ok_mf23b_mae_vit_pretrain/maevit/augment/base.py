"""Each subclass names itself: `class HorizontalFlip(Augmentation, key="hflip")`."""
import jax

AUGMENTATIONS = {}


class Augmentation:
    def __init_subclass__(cls, key=None, **kwargs):
        super().__init_subclass__(**kwargs)
        if key is not None:
            AUGMENTATIONS[key] = cls

    def __call__(self, key, image):
        raise NotImplementedError


class Compose:
    def __init__(self, transforms):
        self.transforms = list(transforms)

    def __call__(self, key, image):
        for transform, sub in zip(self.transforms, jax.random.split(key, len(self.transforms))):
            image = transform(sub, image)
        return image


def build_pipeline(names, **options):
    return Compose([AUGMENTATIONS[name](**options.get(name, {})) for name in names])
