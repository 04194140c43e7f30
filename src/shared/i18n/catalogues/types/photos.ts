/** A perfume's photos: the owner's photo manager and the product page's gallery (docs/decisions/185). */

export interface PhotosTexts {
  admin: {
    title: string;
    /** Under the title: the limit and what the first photo is for. */
    hint: (max: number) => string;
    /** For a perfume not saved yet: its first photo is the form's image. */
    saveFirst: string;
    chooseFiles: string;
    adding: string;
    working: string;
    left: (count: number) => string;
    limitReached: (max: number) => string;
    /** A photo's place among the others: "Photo 2 of 3". */
    position: (index: number, total: number) => string;
    main: string;
    makeMain: string;
    makeMainLabel: (index: number) => string;
    moveEarlier: string;
    moveEarlierLabel: (index: number) => string;
    moveLater: string;
    moveLaterLabel: (index: number) => string;
    removeBackground: string;
    removeBackgroundLabel: (index: number) => string;
    remove: string;
    removeLabel: (index: number) => string;
    confirmRemove: (index: number) => string;
    added: (count: number) => string;
    removed: string;
    /** Said to screen readers after a move: where the photo is now. */
    moved: (index: number, total: number) => string;
    mainChosen: string;
    backgroundRemoved: string;
    /** Thumbnail's text alternative. */
    alt: (name: string, index: number, total: number) => string;
  };
  gallery: {
    label: (name: string) => string;
    thumbnails: string;
    /** A thumbnail's accessible name: "Photo 2 of 3". */
    show: (index: number, total: number) => string;
    alt: (name: string, index: number, total: number) => string;
  };
}
