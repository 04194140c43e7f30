import type { Catalogue } from './catalogue.ts';

/** The English texts of a perfume's photos: the owner's photo manager and the product page's gallery. */
export const EN_PHOTOS: Catalogue['photos'] = {
  admin: {
    title: 'Photos',
    hint: (max) =>
      `Up to ${max} photos: the bottle, the box, the cap. The first is the main photo: cards, shared links and the perfume's page show it first.`,
    saveFirst: 'Add the perfume first; then you can add more photos here.',
    chooseFiles: 'Add photos',
    adding: 'Adding photos…',
    working: 'Saving…',
    left: (count) => (count === 1 ? 'You can add 1 more photo.' : `You can add ${count} more photos.`),
    limitReached: (max) => `This perfume has ${max} photos, the most it can have. Remove one to add another.`,
    position: (index, total) => `Photo ${index} of ${total}`,
    main: 'Main photo',
    makeMain: 'Make main',
    makeMainLabel: (index) => `Make photo ${index} the main photo`,
    moveEarlier: 'Earlier',
    moveEarlierLabel: (index) => `Move photo ${index} earlier`,
    moveLater: 'Later',
    moveLaterLabel: (index) => `Move photo ${index} later`,
    removeBackground: 'Remove background',
    removeBackgroundLabel: (index) => `Remove the background of photo ${index}`,
    remove: 'Remove',
    removeLabel: (index) => `Remove photo ${index}`,
    confirmRemove: (index) => `Remove photo ${index}? Its files are deleted.`,
    added: (count) => (count === 1 ? 'Photo added.' : `${count} photos added.`),
    removed: 'Photo removed.',
    moved: (index, total) => `Moved: now photo ${index} of ${total}.`,
    mainChosen: 'Main photo chosen.',
    backgroundRemoved: 'Background removed and saved.',
    alt: (name, index, total) => `${name}, photo ${index} of ${total}`,
  },
  gallery: {
    label: (name) => `Photos of ${name}`,
    thumbnails: 'Choose a photo',
    show: (index, total) => `Photo ${index} of ${total}`,
    alt: (name, index, total) => `${name}, photo ${index} of ${total}`,
  },
};
